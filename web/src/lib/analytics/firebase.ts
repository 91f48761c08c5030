// Firebase Analytics, loaded only when a Firebase config is given. Analytics needs a browser that
// supports it (cookies, IndexedDB); where it does not, events are dropped.
import { getApp, getApps, initializeApp } from 'firebase/app';
import { getAnalytics, isSupported, logEvent } from 'firebase/analytics';
import type { FirebaseConfig } from '@eorder/shared';
import type { AnalyticsSink } from './index';

const APP_NAME = 'eorder-analytics';

export async function createFirebaseSink(config: FirebaseConfig): Promise<AnalyticsSink | null> {
  if (!config.measurementId || !(await isSupported())) return null;
  const app = getApps().some((existing) => existing.name === APP_NAME) ? getApp(APP_NAME) : initializeApp(config, APP_NAME);
  const analytics = getAnalytics(app);
  return (name, event) => {
    logEvent(analytics, name, event);
  };
}
