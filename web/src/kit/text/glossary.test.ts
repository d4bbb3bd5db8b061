import { describe, expect, it } from 'vitest';
import { linkTerms, type GlossaryTerm } from './glossary';

const G: GlossaryTerm[] = [
  { id: 'rid', term: 'RID', match: /\bRIDs?\b/, text: '' },
  { id: 'log', term: 'records', match: /\b(INSERT|INSIND)\b/, text: '' },
  { id: 'split', term: 'split', match: /\bpage splits?\b/, text: '' },
];

describe('linkTerms', () => {
  it('links the first mention of each term, in order', () => {
    expect(linkTerms('8 RID updates; 2 log records (INSERT, INSIND); 1 page split', G)).toEqual([
      '8 ',
      { id: 'rid', text: 'RID' },
      ' updates; 2 log records (',
      { id: 'log', text: 'INSERT' },
      ', INSIND); 1 ',
      { id: 'split', text: 'page split' },
    ]);
  });

  it('leaves a text without terms whole, and “Insert 5” unlinked', () => {
    expect(linkTerms('Insert 5: page 9 has room.', G)).toEqual(['Insert 5: page 9 has room.']);
  });
});
