import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Overflow,
  OverflowItem,
  Tab,
  TabList,
  useIsOverflowItemVisible,
  useOverflowMenu,
} from '@fluentui/react-components';
import { useStrings } from './pane-language';

export type PanelName = 'regulation' | 'crosstable' | 'results' | 'scenarios';
const PANELS: readonly PanelName[] = ['regulation', 'crosstable', 'results', 'scenarios'];

/**
 * The four panels' tabs, fitted to the task pane's width (Microsoft's guidance for task panes:
 * 320 px by default on Windows, 350 px on the web, narrower on Mac): the tabs that do not fit
 * go into a "more" menu at the end of the row (Fluent UI's TabList with overflow), so the
 * page never scrolls sideways and every panel is one click away. The open panel's tab stays
 * in the row (the highest priority).
 */
export function PanelTabs({ panel, onSelect }: { panel: PanelName; onSelect: (panel: PanelName) => void }) {
  const strings = useStrings();
  return (
    <Overflow minimumVisible={1} padding={4}>
      <TabList size="small" className="panel-tabs" selectedValue={panel} onTabSelect={(_, d) => onSelect(d.value as PanelName)}>
        {PANELS.map((name) => (
          <OverflowItem key={name} id={name} priority={name === panel ? 2 : 1}>
            <Tab value={name} data-testid={`tab-${name}`}>
              {strings.app.tabs[name]}
            </Tab>
          </OverflowItem>
        ))}
        <MorePanels onSelect={onSelect} />
      </TabList>
    </Overflow>
  );
}

/** The menu of the tabs that did not fit; nothing when all fit. */
function MorePanels({ onSelect }: { onSelect: (panel: PanelName) => void }) {
  const strings = useStrings();
  const { ref, isOverflowing, overflowCount } = useOverflowMenu<HTMLDivElement>();
  if (!isOverflowing) return null;
  // The wrapper is what the overflow measures: the menu button's room at the end of the row.
  return (
    <div ref={ref}>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="transparent"
            size="small"
            style={{ minWidth: 32 }}
            data-testid="tab-more"
            aria-label={strings.app.morePanels(overflowCount)}
            title={strings.app.morePanels(overflowCount)}
          >
            {strings.app.more}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {PANELS.map((name) => (
              <HiddenPanel key={name} name={name} onSelect={onSelect} />
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
}

/** A panel in the "more" menu, while its tab is out of the row. */
function HiddenPanel({ name, onSelect }: { name: PanelName; onSelect: (panel: PanelName) => void }) {
  const strings = useStrings();
  if (useIsOverflowItemVisible(name)) return null;
  return (
    <MenuItem data-testid={`more-${name}`} onClick={() => onSelect(name)}>
      {strings.app.tabs[name]}
    </MenuItem>
  );
}
