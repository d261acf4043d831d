import { fakeExcel, FakeWorkbook } from '../../addin/demo/fake-excel';
import type { FakeValue } from '../../addin/demo/fake-workbook';

// Injected before the task pane loads (page.addInitScript): the workbook the test set up
// in window.__regulaSheets becomes window.Excel, and the test inspects window.__fakeWorkbook.
declare global {
  interface Window {
    __regulaSheets: Record<string, (FakeValue | null)[][]>;
    __fakeWorkbook: FakeWorkbook;
  }
}

const book = new FakeWorkbook(window.__regulaSheets);
const excel = fakeExcel(book);
window.__fakeWorkbook = book;
// office.js must not replace the fake when it loads.
Object.defineProperty(window, 'Excel', { get: () => excel, set: () => undefined, configurable: false });
