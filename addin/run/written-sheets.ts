import { planChangedCells, sheetImages, usedBox, type ChangePlan, type SheetImage, type WritePlan } from '../../io';
import type { SheetStamp, StampRequest } from '../excel/workbook-gateway';

/** The workbook side of the memory: the gateway's sheetStamps (a fake without it remembers nothing). */
export interface StampPort {
  sheetStamps?(sheets: readonly string[], request?: StampRequest): Promise<Map<string, SheetStamp>>;
}

interface Written {
  image: SheetImage;
  id: string;
  edited: boolean;
}

/**
 * What this pane wrote into Regula's sheets in this session, so that a run writes only the cells
 * it changes (io planChangedCells, docs/addin.md "Live mode"). A sheet's memory is used only while
 * the sheet is still as written: the same sheet (its id), its used range the one the write left,
 * no change of its cells by the user since (a handler on the sheet says so). Otherwise — and on
 * the pane's first run, or after a write that failed or was stopped — the sheet is written whole.
 */
export class WrittenSheets {
  private readonly sheets = new Map<string, Written>();

  /** The plan to write: its changed cells where the memory still holds, whole elsewhere (one sync to check the sheets). */
  async plan(workbook: StampPort, plan: WritePlan): Promise<WritePlan | ChangePlan> {
    if (this.sheets.size === 0 || !workbook.sheetStamps) return plan;
    const names = [...this.sheets.keys()];
    const stamps = await workbook.sheetStamps(names, { used: true });
    const before = new Map<string, SheetImage>();
    for (const name of names) {
      const written = this.sheets.get(name)!;
      if (!written.edited && sameStamp(stamps.get(name), written)) before.set(name, written.image);
      else this.sheets.delete(name);
    }
    return before.size === 0 ? plan : planChangedCells(plan, before);
  }

  /**
   * After a write that ended: what each sheet of the plan now holds, with the ids of the sheets
   * (two syncs, the second watching the sheets written whole: they are new sheets). Their used
   * ranges are the images' (the write just left them).
   */
  async written(workbook: StampPort, plan: WritePlan, wrote: WritePlan | ChangePlan): Promise<void> {
    if (!workbook.sheetStamps) return;
    const images = sheetImages(plan);
    const changed = new Set('sheets' in wrote ? wrote.sheets.changed : []);
    const whole = [...images.keys()].filter((name) => !changed.has(name));
    const stamps = await workbook.sheetStamps([...images.keys()], { watch: { sheets: whole, edited: (sheet) => this.edited(sheet) } });
    for (const [name, image] of images) {
      const stamp = stamps.get(name);
      if (stamp) this.sheets.set(name, { image, id: stamp.id, edited: false });
      else this.sheets.delete(name);
    }
  }

  /** Forgets every sheet: the next run writes whole (a write that failed or was stopped left the sheets as nobody knows). */
  forget(): void {
    this.sheets.clear();
  }

  /** The user changed a sheet Regula wrote: its next write is whole. */
  edited(sheet: string): void {
    const written = this.sheets.get(sheet);
    if (written) written.edited = true;
  }

  /** The sheets remembered, for tests and the pane's notes. */
  get remembered(): string[] {
    return [...this.sheets.keys()];
  }
}

function sameStamp(stamp: SheetStamp | undefined, written: Written): boolean {
  if (!stamp || stamp.id !== written.id) return false;
  const box = usedBox(written.image);
  const used = stamp.used;
  if (!box || !used) return box === used;
  return box.row === used.row && box.column === used.column && box.rows === used.rows && box.columns === used.columns;
}
