import { beforeEach, describe, expect, it, vi } from 'vitest';

// The toaster's state lives in the module: each test starts from a fresh one.
const freshToast = async () => {
  vi.resetModules();
  return import('./toast');
};

const mountedToaster = () => ({ enqueue: vi.fn(), close: vi.fn() });

describe('toasts before and after the toaster is in', () => {
  let toast: Awaited<ReturnType<typeof freshToast>>;
  beforeEach(async () => {
    toast = await freshToast();
  });

  it('asks for the toaster with the first toast, and shows every waiting toast once it mounts', () => {
    const listener = vi.fn();
    toast.toastRequests.subscribe(listener);
    expect(toast.toastRequests.requested()).toBe(false);
    const first = toast.enqueueSnackbar('Salvo', { variant: 'success' });
    toast.enqueueSnackbar('Outro');
    expect(toast.toastRequests.requested()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    const toaster = mountedToaster();
    toast.attachToaster(toaster);
    expect(toaster.enqueue.mock.calls.map(([message]) => message)).toEqual(['Salvo', 'Outro']);
    expect(toaster.enqueue.mock.calls[0]?.[1]).toEqual({ variant: 'success', key: first });
  });

  it('closes a waiting toast by its key: it never shows', () => {
    const undo = toast.enqueueSnackbar('Desfeito', { persist: true });
    toast.enqueueSnackbar('Fica');
    toast.closeSnackbar(undo);
    const toaster = mountedToaster();
    toast.attachToaster(toaster);
    expect(toaster.enqueue.mock.calls.map(([message]) => message)).toEqual(['Fica']);
  });

  it('hands toasts and closes straight to the mounted toaster, keeping a key given by the caller', () => {
    const toaster = mountedToaster();
    toast.attachToaster(toaster);
    expect(toast.enqueueSnackbar('Com chave', { key: 'minha' })).toBe('minha');
    toast.closeSnackbar('minha');
    expect(toaster.enqueue).toHaveBeenCalledWith('Com chave', { key: 'minha' });
    expect(toaster.close).toHaveBeenCalledWith('minha');
  });
});
