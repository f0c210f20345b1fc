import { controlCharacterFields } from './control-characters';

describe('controlCharacterFields', () => {
  it('names each string with a control character by its path, and the part itself as _', () => {
    expect(
      controlCharacterFields({ name: 'a\u0000', ok: 'fine\ttext\r\n', list: [{ x: '\u001f' }], n: 5, nil: null }),
    ).toEqual({ name: 'invalidCharacters', 'list.0.x': 'invalidCharacters' });
    expect(controlCharacterFields('\u0000')).toEqual({ _: 'invalidCharacters' });
    expect(controlCharacterFields(undefined)).toEqual({});
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(Object.values(controlCharacterFields(deep))).toEqual(['invalidCharacters']);
  });
});
