import { FluentProvider } from '@fluentui/react-components';
import { createRoot } from 'react-dom/client';
import { fakeExcel } from '../demo/fake-excel';
import { demoWorkbook } from '../demo/demo-workbook';
import type { FakeWorkbook } from '../demo/fake-workbook';
import { toHostIssue } from '../excel/host-issues';
import { excelAvailable, useInPageExcel, whenHostReady } from '../excel/workbook-gateway';
import { strings } from '../strings';
import { App } from './app';
import { paneTheme } from './theme';
import './taskpane.css';

const root = document.getElementById('root')!;

// The pane starts once Office is ready. Before React runs there is no panel to show an error in,
// so a failure to start (office.js missing, Office not answering) is written into the page itself.
// Outside Office (a browser tab on the dev server) there is no Excel: the pane runs in demo mode
// on an in-page sample workbook.
whenHostReady()
  .then(() => {
    let demo: FakeWorkbook | undefined;
    if (!excelAvailable()) {
      demo = demoWorkbook();
      useInPageExcel(fakeExcel(demo));
    }
    createRoot(root).render(
      <FluentProvider theme={paneTheme()} style={{ height: '100%' }}>
        <App demo={demo} />
      </FluentProvider>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.textContent = strings.app.couldNotStart(toHostIssue(error).message);
  });
