import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { FormDrawer, FormModal } from './FormModal';

/** Esc or a click outside never throws a filled form away without asking. */
function ModalForm() {
  const [open, setOpen] = useState(true);
  const [form] = Form.useForm<{ remarks: string }>();
  if (!open) return <p>closed</p>;
  return (
    <FormModal form={form} title="Edit" onCancel={() => setOpen(false)}>
      <Form form={form}>
        <Form.Item name="remarks" label="Remarks">
          <Input />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

function StateDrawer() {
  const [open, setOpen] = useState(true);
  const [reason, setReason] = useState('');
  if (!open) return <p>closed</p>;
  return (
    <FormDrawer title="Reply" onClose={() => setOpen(false)}>
      <Input aria-label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} />
    </FormDrawer>
  );
}

/** The question (Ant Design also names the dialog with its title). */
const asked = () =>
  screen.findByText('Discard your changes?', { selector: '.ant-modal-confirm-title' });
const esc = () => fireEvent.keyDown(window, { key: 'Escape', keyCode: 27 });
const mask = () => {
  const wrap = document.querySelector('.ant-modal-wrap')!;
  fireEvent.mouseDown(wrap);
  fireEvent.click(wrap);
};

describe('a dialog holding a form', () => {
  it('closes on Esc at once while nothing was entered', async () => {
    renderWithProviders(<ModalForm />);
    esc();
    expect(await screen.findByText('closed')).toBeInTheDocument();
  });

  it.each([
    ['Esc', esc],
    ['a click outside', mask],
  ])('asks before discarding a filled form on %s, and keeps it when asked to', async (_, close) => {
    renderWithProviders(<ModalForm />);
    fireEvent.change(screen.getByLabelText('Remarks'), { target: { value: 'Pump replaced' } });
    close();
    expect(await asked()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Remarks')).toHaveValue('Pump replaced');
    expect(screen.queryByText('closed')).toBeNull();

    close();
    // The first question stays in the document, hidden, while it fades: answer the new one.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Discard' })).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: 'Discard' })[1]!);
    expect(await screen.findByText('closed')).toBeInTheDocument();
  });

  it('asks in a drawer whose input is kept in state', async () => {
    renderWithProviders(<StateDrawer />);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Late' } });
    esc();
    expect(await asked()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('closed')).toBeInTheDocument();
  });
});
