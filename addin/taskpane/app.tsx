import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useState } from 'react';
import type { FakeWorkbook } from '../demo/fake-workbook';
import { useStrings } from './pane-language';
import { CrosstablePanel } from './crosstable-panel';
import { DemoGrid, DemoNotice } from './demo-grid';
import { PanelTabs, type PanelName } from './panel-tabs';
import { RegulationPanel } from './regulation-panel';
import { ResultsPanel } from './results-panel';
import { ScenariosPanel } from './scenarios-panel';
import { useSession } from './use-session';

/**
 * The task pane: four panels in tabs (state, not a router: office.js nulls history.pushState),
 * those that do not fit the pane's width in a menu (panel-tabs.tsx).
 * In demo mode (no Excel: a plain browser) a notice above them and the in-page workbook below.
 */
export function App({ demo }: { demo?: FakeWorkbook | undefined } = {}) {
  const strings = useStrings();
  const session = useSession();
  const [panel, setPanel] = useState<PanelName>('regulation');
  return (
    <main className="app">
      <h1 className="visually-hidden">{strings.app.heading}</h1>
      {demo && <DemoNotice />}
      <PanelTabs panel={panel} onSelect={setPanel} />
      {session.hostIssue && (
        <MessageBar intent="error" data-testid="host-issue">
          <MessageBarBody>
            <MessageBarTitle>
              {session.hostIssue.code === 'host/internal' ? strings.app.hostIssueTitle.internal : strings.app.hostIssueTitle.excel}
            </MessageBarTitle>
            {session.hostIssue.message}
          </MessageBarBody>
        </MessageBar>
      )}
      <div style={{ display: panel === 'regulation' ? 'contents' : 'none' }}>
        <RegulationPanel session={session} />
      </div>
      {panel === 'crosstable' && <CrosstablePanel session={session} />}
      {panel === 'results' && <ResultsPanel session={session} />}
      {panel === 'scenarios' && <ScenariosPanel session={session} />}
      {demo && <DemoGrid book={demo} />}
    </main>
  );
}
