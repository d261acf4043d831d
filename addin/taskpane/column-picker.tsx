import { Button, Menu, MenuItemCheckbox, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useStrings } from './pane-language';

/**
 * The standings' column picker: a menu of the columns other than Place and Name, each ticked
 * while it is shown; unticking one hides it from the pane's table (the sheet keeps it).
 * Columns are named by their headers, so a choice holds across runs whose columns move.
 */
export function ColumnPicker({
  header,
  optional,
  hidden,
  onHiddenChange,
}: {
  header: readonly (string | number | null)[];
  optional: readonly number[];
  hidden: readonly string[];
  onHiddenChange: (hidden: string[]) => void;
}) {
  const strings = useStrings();
  const names = optional.map((c) => String(header[c] ?? ''));
  const shown = names.filter((name) => !hidden.includes(name));
  return (
    <Menu
      checkedValues={{ columns: shown }}
      onCheckedValueChange={(_, data) => {
        // Keep what is hidden of other runs' columns; of this run's, what is not ticked.
        const ticked = new Set(data.checkedItems);
        onHiddenChange([...hidden.filter((name) => !names.includes(name)), ...names.filter((name) => !ticked.has(name))]);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button size="small" data-testid="standings-columns" style={{ alignSelf: 'start' }}>
          {strings.standings.columns(shown.length + 2, names.length + 2)}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {names.map((name) => (
            <MenuItemCheckbox key={name} name="columns" value={name} data-testid={`standings-column-${name}`}>
              {name}
            </MenuItemCheckbox>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
