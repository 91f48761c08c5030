import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../config';
import { createFirebaseSink } from './firebase';
import { cartEvent, resetAnalytics, trackCartEvent } from './index';

const sink = vi.fn();
vi.mock('./firebase', () => ({ createFirebaseSink: vi.fn(() => Promise.resolve(sink)) }));

const firebase = { apiKey: 'key', projectId: 'eorder', appId: '1:2:web:3', measurementId: 'G-TEST' };
const item = { id: 'P1', name: 'Water', unit: 'Pack', price: 58.5, quantity: 3 };

beforeEach(() => {
  resetAnalytics();
  sink.mockReset();
  vi.mocked(createFirebaseSink).mockClear();
});

describe('cart events', () => {
  it('are in THB with the value of the quantity', () => {
    expect(cartEvent(item)).toEqual({
      currency: 'THB',
      value: 175.5,
      items: [{ item_id: 'P1', item_name: 'Water', item_variant: 'Pack', price: 58.5, quantity: 3 }],
    });
  });

  it('go to Firebase Analytics when a Firebase config is given', async () => {
    setRuntimeConfig({ companyCode: 'DSG', basePath: '/', firebase });
    trackCartEvent('add_to_cart', item);
    trackCartEvent('remove_from_cart', { ...item, quantity: 1 });
    await vi.waitFor(() => expect(sink).toHaveBeenCalledTimes(2));
    expect(createFirebaseSink).toHaveBeenCalledTimes(1);
    expect(createFirebaseSink).toHaveBeenCalledWith(firebase);
    expect(sink).toHaveBeenNthCalledWith(1, 'add_to_cart', expect.objectContaining({ currency: 'THB', value: 175.5 }));
    expect(sink).toHaveBeenNthCalledWith(2, 'remove_from_cart', expect.objectContaining({ value: 58.5 }));
  });

  it('load nothing and send nothing without a Firebase config', async () => {
    setRuntimeConfig({ companyCode: 'DSG', basePath: '/', firebase: null });
    trackCartEvent('add_to_cart', item);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(createFirebaseSink).not.toHaveBeenCalled();
    expect(sink).not.toHaveBeenCalled();
  });

  it('skip a quantity of zero', async () => {
    setRuntimeConfig({ companyCode: 'DSG', basePath: '/', firebase });
    trackCartEvent('add_to_cart', { ...item, quantity: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sink).not.toHaveBeenCalled();
  });
});
