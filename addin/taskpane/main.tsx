import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { createRoot } from 'react-dom/client';
import { toHostIssue } from '../excel/host-issues';
import { whenHostReady } from '../excel/workbook-gateway';
import { App } from './app';
import './taskpane.css';

const root = document.getElementById('root')!;

// The pane starts once Office is ready. Before React runs there is no panel to show an error in,
// so a failure to start (office.js missing, Office not answering) is written into the page itself.
whenHostReady()
  .then(() => {
    createRoot(root).render(
      <FluentProvider theme={webLightTheme} style={{ height: '100%' }}>
        <App />
      </FluentProvider>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.textContent = `Regula could not start: ${toHostIssue(error).message}`;
  });
