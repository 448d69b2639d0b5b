import type { FamilyMemberInput, PatientProfile } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../../copy/en';
import { testClientConfig } from '../../../test/client-config';
import { myselfOf, rafi } from '../../../test/family';
import { TestProviders } from '../../../test/providers';
import { failure, stubApi, type ApiRoutes } from '../../../test/stub-api';
import { MyFamily } from './my-family';

const text = copy.family;

const myself = myselfOf(
  { id: 'u-rahim', name: 'Rahim Uddin' },
  { dateOfBirth: '1990-05-04', sex: 'male', phone: '01712345678' },
);

afterEach(() => vi.unstubAllGlobals());

/** GET /family answers `profiles` as they are at the time; `routes` answer the rest. */
function renderPage(profiles: () => PatientProfile[], routes: ApiRoutes = {}) {
  const calls = stubApi({
    'GET /api/client-config': testClientConfig(),
    'GET /api/family': () => profiles(),
    ...routes,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders queryClient={queryClient}>
      <MyFamily />
      <Toaster />
    </TestProviders>,
  );
  return calls;
}

const card = async (name: string) =>
  within((await screen.findByRole('heading', { name: new RegExp(name) })).closest('li')!);

describe('My Family', () => {
  it('shows Myself first, marked, with no Remove, and each member with relation and age', async () => {
    renderPage(() => [myself, rafi]);
    const own = await card('Rahim Uddin');
    expect(own.getByText(text.myself)).toBeInTheDocument();
    expect(own.queryByRole('button', { name: text.removeLabel('Rahim Uddin') })).toBeNull();
    const child = await card('Rafi Uddin');
    expect(child.getByText(text.relations.child)).toBeInTheDocument();
    expect(child.getByText(/\d+ years/)).toBeInTheDocument();
    expect(child.getByText(text.noPhone)).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toContain('Rahim Uddin');
  });

  it('adds a member, sends one request however often Save is pressed, and says so', async () => {
    let profiles = [myself];
    let answer: (profile: PatientProfile) => void = () => undefined;
    const calls = renderPage(() => profiles, {
      'POST /api/family': ({ body }) =>
        new Promise<PatientProfile>((resolve) => {
          const input = body as FamilyMemberInput;
          answer = resolve;
          profiles = [...profiles, { ...rafi, name: input.name }];
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.add }));
    const dialog = within(screen.getByRole('dialog', { name: text.form.addHeading }));
    await user.type(dialog.getByLabelText(text.form.name), 'Rafi Uddin');
    await user.selectOptions(dialog.getByLabelText(text.form.relation), 'child');
    await user.type(dialog.getByLabelText(text.form.dateOfBirth), '2019-03-01');
    await user.selectOptions(dialog.getByLabelText(text.form.sex), 'male');
    const save = dialog.getByRole('button', { name: text.form.save });
    await user.click(save);
    expect(save).toBeDisabled();
    await user.click(save);
    answer(rafi);

    expect(await screen.findByText(text.added('Rafi Uddin'))).toBeInTheDocument();
    expect(await card('Rafi Uddin')).toBeTruthy();
    const posts = calls.filter((call) => call.request === 'POST /api/family');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      name: 'Rafi Uddin',
      relation: 'child',
      dateOfBirth: '2019-03-01',
      sex: 'male',
      phone: null,
    });
  });

  it('shows what is missing beside the fields before sending anything', async () => {
    const calls = renderPage(() => [myself]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.add }));
    const dialog = within(screen.getByRole('dialog', { name: text.form.addHeading }));
    await user.click(dialog.getByRole('button', { name: text.form.save }));
    expect(await dialog.findByText(`${text.form.name} is required`)).toBeInTheDocument();
    expect(dialog.getByText(`${text.form.relation} is required`)).toBeInTheDocument();
    expect(dialog.getByLabelText(text.form.name)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.request === 'POST /api/family')).toBe(false);
  });

  it("shows the API's refusal of a field beside that field", async () => {
    renderPage(() => [myself], {
      'POST /api/family': failure(
        400,
        'body.dateOfBirth: must be a day between 1900-01-01 and today',
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.add }));
    const dialog = within(screen.getByRole('dialog', { name: text.form.addHeading }));
    await user.type(dialog.getByLabelText(text.form.name), 'Rafi Uddin');
    await user.selectOptions(dialog.getByLabelText(text.form.relation), 'child');
    await user.type(dialog.getByLabelText(text.form.dateOfBirth), '2019-03-01');
    await user.selectOptions(dialog.getByLabelText(text.form.sex), 'male');
    await user.click(dialog.getByRole('button', { name: text.form.save }));
    const dateOfBirth = dialog.getByLabelText(text.form.dateOfBirth);
    expect(
      await dialog.findByText(
        `${text.form.dateOfBirth} must be a day between 1900-01-01 and today`,
      ),
    ).toBeInTheDocument();
    expect(dateOfBirth).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits only date of birth, sex and phone of Myself', async () => {
    const calls = renderPage(() => [myself], {
      'PATCH /api/family/:id': { ...myself, phone: '01812345678' },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.editLabel('Rahim Uddin') }));
    const dialog = within(
      screen.getByRole('dialog', { name: text.form.editHeading('Rahim Uddin') }),
    );
    expect(dialog.queryByLabelText(text.form.name)).toBeNull();
    expect(dialog.queryByLabelText(text.form.relation)).toBeNull();
    const phone = dialog.getByLabelText(text.form.phone);
    await user.clear(phone);
    await user.type(phone, '01812345678');
    await user.click(dialog.getByRole('button', { name: text.form.save }));
    expect(await screen.findByText(text.saved('Rahim Uddin'))).toBeInTheDocument();
    const patch = calls.find((call) => call.request === 'PATCH /api/family/u-rahim');
    expect(patch?.body).toEqual({ dateOfBirth: '1990-05-04', sex: 'male', phone: '01812345678' });
  });

  it('removes a member only after a confirmation that names them and their appointments', async () => {
    let profiles = [myself, rafi];
    const calls = renderPage(() => profiles, {
      'DELETE /api/family/:id': () => {
        profiles = [myself];
        return { deletedCount: 1 };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.removeLabel('Rafi Uddin') }));
    const dialog = within(screen.getByRole('dialog', { name: text.confirmTitle('Rafi Uddin') }));
    expect(dialog.getByText(text.confirmText('Rafi Uddin'))).toBeInTheDocument();
    expect(text.confirmText('Rafi Uddin')).toMatch(/appointments will be cancelled/);

    await user.click(dialog.getByRole('button', { name: text.cancel }));
    expect(calls.some((call) => call.request.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByRole('button', { name: text.removeLabel('Rafi Uddin') }));
    await user.click(
      within(screen.getByRole('dialog', { name: text.confirmTitle('Rafi Uddin') })).getByRole(
        'button',
        { name: text.confirm },
      ),
    );
    expect(await screen.findByText(text.removed('Rafi Uddin'))).toBeInTheDocument();
    expect(calls.filter((call) => call.request.startsWith('DELETE')).map((c) => c.request)).toEqual(
      [`DELETE /api/family/${rafi._id}`],
    );
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: /Rafi/ })).toBeNull());
  });
});
