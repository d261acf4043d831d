/**
 * The gateway against Microsoft's own mock of the Office JavaScript API (office-addin-mock, as
 * "Unit testing in Office Add-ins" documents it: https://learn.microsoft.com/office/dev/add-ins/testing/unit-testing):
 * it tracks load and sync on an object's properties (a value read before them is an error string),
 * and calls on objects. It cannot follow a load through a collection's items (`items/name`), which
 * most of the gateway's reads use, nor model the used range of a sheet, request sizes, Excel's
 * limits, RichApi errors or a sync count: those stay with the project's fake
 * (workbook-gateway.test.ts, addin/demo/fake-excel.ts).
 */
import { OfficeMockObject } from 'office-addin-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { selectCell, sheetNames, useInPageExcel } from '../../addin/excel/workbook-gateway';

/** Excel.run(options, batch) as the gateway calls it, over the mock's request context. */
function mockExcel(workbook: Record<string, unknown>) {
  const excel = new OfficeMockObject({
    context: { workbook },
    run: async function (this: { context: unknown }, _options: unknown, batch: (context: unknown) => Promise<unknown>) {
      return batch(this.context);
    },
  }) as unknown as { context: { workbook: Record<string, unknown> } };
  useInPageExcel(excel);
  return excel;
}

afterEach(() => useInPageExcel(undefined));

describe('the gateway against office-addin-mock', () => {
  it('tracks load and sync on an object’s properties: the value reads only after load, then sync', async () => {
    const excel = mockExcel({ range: { address: 'Crosstable!C5' } });
    const range = excel.context.workbook['range'] as { address: string; load(p: string): void };
    expect(range.address).toBe('Error, property was not loaded');
    range.load('address');
    expect(range.address).toBe('Error, context.sync() was not called');
    await (excel.context as unknown as { sync(): Promise<void> }).sync();
    expect(range.address).toBe('Crosstable!C5');
  });

  it('cannot follow a load through a collection’s items (items/name), which the gateway’s reads use: the fake models those', async () => {
    mockExcel({ worksheets: { items: [{ name: 'Crosstable' }, { name: 'Regulation' }] } });
    await expect(sheetNames()).rejects.toThrow(/Property name needs to be present in object model before load is called/);
  });

  it('selectCell activates the sheet and selects the cell at its A1 address, then syncs', async () => {
    const selected: string[] = [];
    let activated = false;
    mockExcel({
      worksheets: {
        getItem: (name: string) => ({
          activate: () => void (activated = name === 'Crosstable'),
          getRange: (address: string) => ({ select: () => void selected.push(address) }),
        }),
      },
    });
    await selectCell('Crosstable', 5, 3);
    expect(activated).toBe(true);
    expect(selected).toEqual(['C5']);
  });
});
