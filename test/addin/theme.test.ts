import { afterEach, describe, expect, it } from 'vitest';
import { isDarkColour, officeThemeIsDark } from '../../addin/excel/workbook-gateway';

const scope = globalThis as { Office?: unknown };

describe('the pane follows Office’s theme', () => {
  afterEach(() => {
    delete scope.Office;
  });

  it('tells a dark background from a light one', () => {
    expect(['#1F1F1F', '#262626', '#000000', '292929'].map(isDarkColour)).toEqual([true, true, true, true]);
    expect(['#FFFFFF', '#F3F3F3', '#E6E6E6', '#C8C8C8'].map(isDarkColour)).toEqual([false, false, false, false]);
    expect(isDarkColour('dark')).toBeUndefined();
  });

  it('reads Office’s flag first, else its body background; nothing outside Office', () => {
    expect(officeThemeIsDark()).toBeUndefined();
    scope.Office = { context: { officeTheme: { isDarkTheme: true, bodyBackgroundColor: '#FFFFFF' } } };
    expect(officeThemeIsDark()).toBe(true);
    scope.Office = { context: { officeTheme: { bodyBackgroundColor: '#262626' } } };
    expect(officeThemeIsDark()).toBe(true);
    scope.Office = { context: { officeTheme: { bodyBackgroundColor: '#FFFFFF' } } };
    expect(officeThemeIsDark()).toBe(false);
    scope.Office = { context: {} };
    expect(officeThemeIsDark()).toBeUndefined();
  });
});
