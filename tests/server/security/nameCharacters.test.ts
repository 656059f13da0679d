/**
 * Names shown to colleagues: a saved view's name (a shared one is on every colleague's list) took
 * text-direction controls ("\u202e" shows what follows backwards), BEL and other control
 * characters; one's own and a staff member's first and last names had no check for direction
 * controls either. One rule (domain/validation/names.ts) is now run by each service that stores
 * a name, with one message.
 */
import { describe, expect, it } from 'vitest';
import { NAME_CHARACTERS_MESSAGE, nameCharactersError } from '../../../domain/validation/names';
import { signedInTestServer } from '../harness';

const signedIn = signedInTestServer();

const BAD_NAMES = ['\u202eweiv derahs', 'Bell\u0007', 'Esc\u001b[31m', 'Tab\there', 'Line\nend', 'Ann\u2066a\u2069', 'Mark\u200f', 'Arabic mark\u061c', 'Del\u007f', 'C1\u0085', 'Sep\u2028'];
const GOOD_NAMES = ['Zoë Ørsted', 'محمد علي', '李小龍', 'Ana-María O’Neil', 'Smile 😀'];

const createView = (name: string) =>
  signedIn.server.gql<{ createSavedView: { id: string; name: string } }>(
    'mutation($input: SavedViewInput!) { createSavedView(input: $input) { id name } }',
    { input: { list: 'jobs', name, shared: true, filters: [] } },
    signedIn.cookie,
  );

describe('the names rule', () => {
  it('refuses control characters, line separators and text-direction controls; letters of every script and emoji pass', () => {
    for (const name of BAD_NAMES) expect(nameCharactersError(name), JSON.stringify(name)).toBe(NAME_CHARACTERS_MESSAGE);
    for (const name of GOOD_NAMES) expect(nameCharactersError(name), name).toBeNull();
    expect(NAME_CHARACTERS_MESSAGE).toBe('A name must not contain control characters or text-direction controls (such as U+202E, which shows text backwards).');
  });
});

describe('saved views', () => {
  it('a view name with a direction override, BEL or another control character is refused, on create and rename', async () => {
    for (const name of ['\u202eweiv derahs', 'Bell\u0007', 'Esc\u001b[31m red']) {
      const res = await createView(name);
      expect(res.errors?.[0], JSON.stringify(name)).toMatchObject({ message: NAME_CHARACTERS_MESSAGE, extensions: { code: 'BAD_USER_INPUT', fields: { name: NAME_CHARACTERS_MESSAGE } } });
    }
    const made = await createView('Open gold jobs');
    expect(made.errors).toBeUndefined();
    const renamed = await signedIn.server.gql('mutation($id: ID!, $name: String) { updateSavedView(id: $id, name: $name) { name } }', { id: made.data!.createSavedView.id, name: 'Open \u202egold' }, signedIn.cookie);
    expect(renamed.errors?.[0]).toMatchObject({ message: NAME_CHARACTERS_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('names of every script still save', async () => {
    for (const name of GOOD_NAMES) expect((await createView(name)).data?.createSavedView.name, name).toBe(name);
  });
});

describe('profile and staff names', () => {
  it("one's own first and last name", async () => {
    for (const name of ['\u202eArtemis', 'Amelia\u0007']) {
      const res = await signedIn.server.rest('PUT', '/api/user/update', signedIn.cookie, { firstName: name, lastName: 'Hart' });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { firstName: NAME_CHARACTERS_MESSAGE } });
    }
    const me = (await signedIn.server.rest('GET', '/api/me', signedIn.cookie)).body as { _id: string };
    const gql = await signedIn.server.gql('mutation($id: ID!, $input: UserUpdateInput!) { updateUserById(id: $id, input: $input) { _id } }', { id: me._id, input: { firstName: 'Amelia', lastName: 'Hart\u202e' } }, signedIn.cookie);
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { lastName: NAME_CHARACTERS_MESSAGE } });
    const ok = await signedIn.server.rest('PUT', '/api/user/update', signedIn.cookie, { firstName: 'Zoë', lastName: 'محمد' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it("a staff member's names, on create and edit", async () => {
    const create = (firstName: string, lastName: string) =>
      signedIn.server.rest('POST', '/api/staff', signedIn.cookie, { email: `n${Math.random().toString(16).slice(2)}@names.test`, firstName, lastName, role: 'Viewer', password: 'Harbour7Lantern' });
    const refused = await create('Nora', 'Quill\u202e');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: NAME_CHARACTERS_MESSAGE, code: 'BAD_USER_INPUT', fields: { lastName: NAME_CHARACTERS_MESSAGE } });
    const made = await create('Nora', 'Quill');
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const edit = await signedIn.server.rest('PUT', `/api/staff/${made.body.id as string}`, signedIn.cookie, { firstName: 'No\u0007ra', lastName: 'Quill', role: 'Viewer' });
    expect(edit.status).toBe(400);
    expect(edit.body).toMatchObject({ fields: { firstName: NAME_CHARACTERS_MESSAGE } });
  });
});
