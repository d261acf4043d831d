import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { createRoot } from 'react-dom/client';
import { whenHostReady } from '../excel/workbook-gateway';
import { App } from './app';
import './taskpane.css';

void whenHostReady().then(() => {
  createRoot(document.getElementById('root')!).render(
    <FluentProvider theme={webLightTheme} style={{ height: '100%' }}>
      <App />
    </FluentProvider>,
  );
});
