/**
 * One JSON contract for an event in sections: every `regula-sections/1` document the CLI writes
 * validates against docs/sections.schema.json, each section's standings against
 * docs/standings.schema.json (which the sections schema refers to).
 */
import Ajv2020 from 'ajv/dist/2020';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../../cli/main';
import type { SectionsJson } from '../../../../io';
import { capture } from '../../../support/cli';
import { REPO_ROOT } from '../../../support/fixture-paths';

const read = (name: string) => JSON.parse(readFileSync(join(REPO_ROOT, 'docs', name), 'utf8')) as object;
const ajv = new Ajv2020({ allErrors: true, strict: true });
ajv.addSchema(read('standings.schema.json'));
const validate = ajv.compile(read('sections.schema.json'));
const SAMPLES = join(REPO_ROOT, 'samples');

async function sectionsJsonOf(input: string, regulation: string): Promise<SectionsJson> {
  const c = capture();
  expect(await run(['rank', input, '--regulation', regulation, '--format', 'json', '--quiet'], c.io), c.err.join('\n')).toBe(0);
  const document = JSON.parse(c.out.join('')) as SectionsJson;
  expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
  return document;
}

describe('rank --format json of an event in sections (docs/sections.schema.json)', () => {
  it('the Chicago Open 2014: nine sections, each its standings and prizes', async () => {
    const document = await sectionsJsonOf(
      join(SAMPLES, 'tournaments', 'chicago-open-2014-sections.csv'),
      join(SAMPLES, 'regulations', 'chicago-open-2014.regula'),
    );
    expect(document.sections).toHaveLength(9);
    expect(document.sections[0]!.prizes![0]).toEqual(expect.objectContaining({ No: 3, Amount: 10000 }));
  });

  it('rejects a document that is not of the shape', () => {
    expect(validate({ format: 'regula-sections/1', event: 'X', sections: [{ name: 'Open' }] })).toBe(false);
    expect(validate({ format: 'regula-standings/1', event: 'X', sections: [] })).toBe(false);
  });
});
