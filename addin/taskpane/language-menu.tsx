import { Button, Menu, MenuGroup, MenuGroupHeader, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { PANE_LANGUAGES, TRANSLATIONS, type PaneLanguageTag } from '../strings';
import { usePaneLanguage } from './pane-language';

/** A language's own name ("Deutsch"), as its translation gives it. */
const ownName = (tag: PaneLanguageTag) => TRANSLATIONS[tag].app.languageName;

/**
 * The pane's language menu, at the end of the tabs' row: a small button with the language's tag
 * ("DE"), and a menu of Automatic (Office's display language, docs/addin.md "The pane's
 * language") and every language the pane speaks, each in its own name. The choice applies at once.
 */
export function LanguageMenu() {
  const { words, language, choice, detected, choose } = usePaneLanguage();
  const label = words.app.language(ownName(language));
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
          className="language-button"
          data-testid="pane-language"
          aria-label={label}
          title={label}
        >
          {language.toUpperCase()}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
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
