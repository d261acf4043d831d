import { catalogueEntry, entriesOf, type CatalogueEntry } from '../pipeline';
import { CLI_MESSAGES } from './cli-messages';

let cliEntries: Map<string, CatalogueEntry> | undefined;

/** What a code means and what to do about it: the catalogue of the layers below (pipeline/catalogue.ts), then the command line's own. */
export function messageEntry(code: string): CatalogueEntry | undefined {
  cliEntries ??= new Map(entriesOf(CLI_MESSAGES).map((e) => [e.code, e]));
  return catalogueEntry(code) ?? cliEntries.get(code);
}
