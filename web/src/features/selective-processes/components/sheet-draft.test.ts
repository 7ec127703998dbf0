import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSheetDraft } from './sheet-draft';

const saved = () => ({ a: '3' });
const open = () => renderHook(() => useSheetDraft('values:app-1', saved));

beforeEach(() => window.sessionStorage.clear());

describe('useSheetDraft', () => {
  it('starts from the saved answers', () => {
    const { result } = open();
    expect(result.current.answers).toEqual({ a: '3' });
    expect(result.current.restored).toBe(false);
  });

  it('brings back what was typed and not saved, on the next visit of the sheet', () => {
    const first = open();
    act(() => first.result.current.change((current) => ({ ...current, b: '5' })));
    expect(first.result.current.answers).toEqual({ a: '3', b: '5' });
    first.unmount();

    const again = open();
    expect(again.result.current.answers).toEqual({ a: '3', b: '5' });
    expect(again.result.current.restored).toBe(true);
  });

  it('forgets the draft once saved, and goes back to the saved answers when discarded', () => {
    const first = open();
    act(() => first.result.current.change(() => ({ a: '1' })));
    act(() => first.result.current.clear());
    first.unmount();
    expect(open().result.current).toMatchObject({ answers: { a: '3' }, restored: false });

    const second = open();
    act(() => second.result.current.change(() => ({ a: '2' })));
    second.unmount();
    const third = open();
    act(() => third.result.current.discard());
    expect(third.result.current).toMatchObject({ answers: { a: '3' }, restored: false });
    third.unmount();
    expect(open().result.current.restored).toBe(false);
  });

  it('does not call a draft equal to the saved answers restored', () => {
    const first = open();
    act(() => first.result.current.change(() => ({ a: '3' })));
    first.unmount();
    expect(open().result.current.restored).toBe(false);
  });
});
