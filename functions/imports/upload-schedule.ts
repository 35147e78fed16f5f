import { uploadEndpoint } from './upload';

export const handler = uploadEndpoint('schedule');
