import {
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Overflow,
  OverflowItem,
  Tab,
  TabList,
} from '@fluentui/react-components';
import { useState } from 'react';
import { PANE_LANGUAGES, TRANSLATIONS, type PaneLanguageTag } from '../strings';
import { usePaneLanguage } from './pane-language';

export type PanelName = 'regulation' | 'crosstable' | 'results' | 'scenarios';
const PANELS: readonly PanelName[] = ['regulation', 'crosstable', 'results', 'scenarios'];

/**
 * The four panels' tabs, fitted to the task pane's width (Microsoft's guidance for task panes:
 * 320 px by default on Windows, 350 px on the web, narrower on Mac): the tabs that do not fit
 * go into the ⋯ menu at the end of the row (Fluent UI's TabList with overflow), so the page
 * never scrolls sideways and every panel is one click away. The open panel's tab stays in the
 * row (the highest priority). The ⋯ menu is always there, beside the tab list (a tab list holds
 * only tabs): it also holds the pane's language (docs/addin.md "The pane's language"). The tabs
 * are measured again in each language (the Overflow keyed by it): "Ergebnisse" is wider than "Results".
 */
export function PanelTabs({ panel, onSelect }: { panel: PanelName; onSelect: (panel: PanelName) => void }) {
  const { words, language } = usePaneLanguage();
  const [hidden, setHidden] = useState<readonly PanelName[]>([]);
  return (
    <div className="pane-header">
      <Overflow
        key={language}
        minimumVisible={1}
        padding={4}
        onOverflowChange={(_, data) => setHidden(PANELS.filter((name) => data.itemVisibility[name] === false))}
      >
        <TabList size="small" className="panel-tabs" selectedValue={panel} onTabSelect={(_, d) => onSelect(d.value as PanelName)}>
          {PANELS.map((name) => (
            <OverflowItem key={name} id={name} priority={name === panel ? 2 : 1}>
              <Tab value={name} data-testid={`tab-${name}`}>
                {words.app.tabs[name]}
              </Tab>
            </OverflowItem>
          ))}
        </TabList>
      </Overflow>
      <PaneMenu hidden={hidden} onSelect={onSelect} />
    </div>
  );
}

/** A language's own name ("Deutsch"), as its translation gives it. */
const ownName = (tag: PaneLanguageTag) => TRANSLATIONS[tag].app.languageName;

/**
 * The ⋯ menu: the panels whose tabs did not fit, then the pane's language — Automatic (Office's
 * display language) or any language the pane speaks, each in its own name; a choice applies at once.
 */
function PaneMenu({ hidden, onSelect }: { hidden: readonly PanelName[]; onSelect: (panel: PanelName) => void }) {
  const { words, language, choice, detected, choose } = usePaneLanguage();
  const label = [...(hidden.length > 0 ? [words.app.morePanels(hidden.length)] : []), words.app.language(ownName(language))].join('; ');
  return (
    <Menu
      checkedValues={{ language: [choice] }}
      onCheckedValueChange={(_, data) => {
        const picked = data.checkedItems[0];
        if (picked === 'auto' || PANE_LANGUAGES.includes(picked as PaneLanguageTag)) choose(picked as PaneLanguageTag | 'auto');
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="transparent"
          size="small"
          style={{ minWidth: 32, flex: 'none' }}
          data-testid="tab-more"
          aria-label={label}
          title={label}
        >
          {words.app.more}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {hidden.map((name) => (
            <MenuItem key={name} data-testid={`more-${name}`} onClick={() => onSelect(name)}>
              {words.app.tabs[name]}
            </MenuItem>
          ))}
          {hidden.length > 0 && <MenuDivider />}
          <MenuGroup>
            <MenuGroupHeader>{words.app.languageMenu}</MenuGroupHeader>
            <MenuItemRadio name="language" value="auto" data-testid="pane-language-auto">
              {words.app.languageAutomatic(ownName(detected))}
            </MenuItemRadio>
            {PANE_LANGUAGES.map((tag) => (
              <MenuItemRadio key={tag} name="language" value={tag} lang={tag} data-testid={`pane-language-${tag}`}>
                {ownName(tag)}
              </MenuItemRadio>
            ))}
          </MenuGroup>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
