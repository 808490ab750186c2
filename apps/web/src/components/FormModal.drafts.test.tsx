import { COOKIE_NAMES, STORAGE_KEYS } from '@eqmp/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../lib/api-client';
import { hasKeptDrafts } from '../lib/form-drafts';
import { SessionProvider } from '../lib/session';
import { json, renderWithProviders } from '../test/render';
import { FormModal } from './FormModal';

/**
 * A save refused because the session ended (401, 'Please sign in to continue.') keeps what was
 * typed; the same user signing in again gets it back in the same form on the same page.
 */
interface Values {
  remarks: string;
  from: Dayjs;
}

function Harness({ onExpired }: { onExpired: () => void }) {
  const [form] = Form.useForm<Values>();
  return (
    <SessionProvider onExpired={onExpired}>
      <FormModal form={form} draft="remarks" title="Record" onCancel={() => {}} footer={null}>
        <Form<Values>
          form={form}
          onFinish={(v) =>
            void apiRequest('/api2/records', { body: { remarks: v.remarks } }).catch(() => {})
          }
        >
          <Form.Item name="remarks" label="Remarks">
            <Input />
          </Form.Item>
          <Form.Item name="password" label="Password">
            <Input.Password />
          </Form.Item>
          <Form.Item name="from" label="From">
            <DatePicker format="DD/MM/YYYY" />
          </Form.Item>
          <Button htmlType="submit">Save</Button>
        </Form>
      </FormModal>
    </SessionProvider>
  );
}

function signIn(username: string) {
  document.cookie = `${COOKIE_NAMES.session}=h.${btoa(JSON.stringify({ iat: Math.floor(Date.now() / 1000) }))}.s; path=/`;
  localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({
      id: '1',
      username,
      fullName: username,
      email: 'o@x',
      userGroup: 'department',
      ticked: ['Data KPI'],
    }),
  );
}

const fetchMock = vi.fn<typeof fetch>();

describe('a form whose save meets an ended session', () => {
  beforeEach(() => {
    sessionStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  async function typeAndMeetA401() {
    fetchMock.mockResolvedValue(
      json({ message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' }, 401),
    );
    signIn('officer');
    const onExpired = vi.fn();
    const view = renderWithProviders(
      <Harness onExpired={onExpired} />,
      '/eqmp/app/caqm/report/maintenance_record',
    );
    fireEvent.change(screen.getByLabelText('Remarks'), { target: { value: 'Pump replaced' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-42' } });
    const from = dayjs('2026-03-05T00:00:00');
    fireEvent.mouseDown(screen.getByLabelText('From'));
    fireEvent.change(screen.getByLabelText('From'), {
      target: { value: from.format('DD/MM/YYYY') },
    });
    fireEvent.keyDown(screen.getByLabelText('From'), { key: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onExpired).toHaveBeenCalled());
    view.unmount();
  }

  it('keeps the input and puts it back after the same user signs in again', async () => {
    await typeAndMeetA401();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(hasKeptDrafts()).toBe(true);

    signIn('officer');
    renderWithProviders(
      <Harness onExpired={() => {}} />,
      '/eqmp/app/caqm/report/maintenance_record',
    );
    expect(await screen.findByDisplayValue('Pump replaced')).toBeInTheDocument();
    expect(screen.getByDisplayValue('05/03/2026')).toBeInTheDocument();
    // A password is never kept.
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(
      await screen.findByText('What you typed before your session ended has been put back.'),
    ).toBeInTheDocument();
    // Taken once: nothing is kept any more.
    expect(hasKeptDrafts()).toBe(false);
    // Put back as entered: Esc asks before discarding it.
    fireEvent.keyDown(window, { key: 'Escape', keyCode: 27 });
    expect(
      await screen.findByText('Discard your changes?', { selector: '.ant-modal-confirm-title' }),
    ).toBeInTheDocument();
  });

  it('gives nothing to another user, nor on another page', async () => {
    await typeAndMeetA401();
    signIn('officer');
    const elsewhere = renderWithProviders(
      <Harness onExpired={() => {}} />,
      '/eqmp/app/caqm/report/calibration_record',
    );
    expect(screen.getByLabelText('Remarks')).toHaveValue('');
    elsewhere.unmount();

    signIn('someone-else');
    renderWithProviders(
      <Harness onExpired={() => {}} />,
      '/eqmp/app/caqm/report/maintenance_record',
    );
    expect(screen.getByLabelText('Remarks')).toHaveValue('');
  });
});
