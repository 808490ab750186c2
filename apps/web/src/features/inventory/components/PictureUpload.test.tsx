import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../../test/render';
import { PictureUpload } from './PictureUpload';

const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('PictureUpload', () => {
  it('refuses a file of another type or over 5 MB before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const send = vi.fn().mockResolvedValue({});
    renderSignedIn(<PictureUpload label="Upload picture" send={send} onSent={() => {}} />, [
      'Inventory Maintenance',
    ]);
    await user.upload(input(), new File(['just text'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('notes.txt is not a JPEG, PNG or WebP picture.'),
    ).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input(), big);
    expect(await screen.findByText('big.png is larger than 5 MB.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends an accepted picture and reports it', async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockResolvedValue({ url: '/api2/inventory/pictures/x' });
    const onSent = vi.fn();
    renderSignedIn(<PictureUpload label="Upload picture" send={send} onSent={onSent} />, [
      'Inventory Maintenance',
    ]);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'site.png', {
      type: 'image/png',
    });
    await user.upload(input(), png);
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(send.mock.calls[0]![0]).toBeInstanceOf(File);
    expect((send.mock.calls[0]![0] as File).name).toBe('site.png');
    expect(await screen.findByText('Picture uploaded.')).toBeInTheDocument();
  });

  it('asks before a picture that replaces another is sent, and sends nothing when told no', async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockResolvedValue({});
    renderSignedIn(
      <PictureUpload
        label="Replace picture"
        send={send}
        onSent={() => {}}
        replaces="Replace the main picture? The current one is deleted for good."
      />,
      ['Inventory Maintenance'],
    );
    const png = () => new File([new Uint8Array([0x89, 0x50])], 'site.png', { type: 'image/png' });
    await user.upload(input(), png());
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(send).not.toHaveBeenCalled();
    await user.upload(input(), png());
    // The first question's dialog may still be closing: answer the newest.
    await user.click((await screen.findAllByRole('button', { name: 'Yes' })).at(-1)!);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });
});
