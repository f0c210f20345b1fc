import { controlCharacter } from 'shared-ui/contracts';

/**
 * Every string in a request part (a parsed JSON or multipart body, the query, the path parameters) that holds a
 * control character other than tab and line breaks, by field path as validate() names fields ('_' for the part
 * itself). Runs before the schemas, so no route can pass a NUL on to the database, whatever its schema says.
 * Walks without recursion: a body of deeply nested arrays must not overflow the stack.
 */
export function controlCharacterFields(value: unknown): Record<string, 'invalidCharacters'> {
  const fields: Record<string, 'invalidCharacters'> = {};
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (controlCharacter.test(current)) fields[path || '_'] = 'invalidCharacters';
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return fields;
}
