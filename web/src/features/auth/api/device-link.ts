import { authOperations, type DeviceLinkRequestBody } from '@hub/contract/auth';
import { call } from '../../../lib/api-client';

/** POST authentication/device-link: the mailed link for a browser the login limit holds back. */
export const requestDeviceLink = (body: DeviceLinkRequestBody) =>
  call(authOperations.requestDeviceLink, { body });

/** POST authentication/known-device: the link's key makes this browser a known device; answers the account's email. */
export const recognizeDevice = (key: string) =>
  call(authOperations.recognizeDevice, { body: { key } });
