import { webDarkTheme, webLightTheme, type Theme } from '@fluentui/react-components';
import { officeThemeIsDark } from '../excel/workbook-gateway';

/**
 * The pane follows Office's theme (docs/addin.md "The task pane"): dark when Office shows a dark theme, else light.
 * Outside Office (demo mode) it follows the browser's colour scheme. Every colour of the pane
 * comes from the Fluent theme's tokens (taskpane.css uses them too), so the choice is made here once.
 */
export function paneTheme(): Theme {
  return wantsDark() ? webDarkTheme : webLightTheme;
}

export function wantsDark(): boolean {
  const office = officeThemeIsDark();
  if (office !== undefined) return office;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}
