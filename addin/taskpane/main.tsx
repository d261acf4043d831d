import { FluentProvider } from '@fluentui/react-components';
import { createRoot } from 'react-dom/client';
import { fakeExcel } from '../demo/fake-excel';
import { demoWorkbook } from '../demo/demo-workbook';
import type { FakeWorkbook } from '../demo/fake-workbook';
import { toHostIssue } from '../excel/host-issues';
import { excelAvailable, officeDisplayLanguage, useInPageExcel, whenHostReady } from '../excel/workbook-gateway';
import { paneLanguageOf, stringsFor } from '../strings';
import { App } from './app';
import { PaneLanguageProvider } from './pane-language';
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
    // The pane's language (docs/addin.md "The pane's language"): Automatic follows Office's display
    // language, the browser's outside Office; the page's ?lang=de (the screenshots') chooses one.
    // The ⋯ menu's choice of language lasts while the pane is open: the pane keeps nothing of its own
    // (addin/public/help.html, Privacy), and a choice in the workbook would change the file.
    const detected = paneLanguageOf(officeDisplayLanguage() ?? navigator.language) ?? 'en';
    const initial = paneLanguageOf(new URLSearchParams(location.search).get('lang')) ?? 'auto';
    createRoot(root).render(
      <FluentProvider theme={paneTheme()} style={{ height: '100%' }}>
        <PaneLanguageProvider detected={detected} initial={initial}>
          <App demo={demo} />
        </PaneLanguageProvider>
      </FluentProvider>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.textContent = stringsFor(navigator.language).app.couldNotStart(toHostIssue(error).message);
  });
