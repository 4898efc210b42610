// The shared domain of server and browser: catalogue, messages, API shapes and payload schemas.
export * from './catalogue';
export * from './calendar';
export * from './messages';
export * from './api';
export * from './notifications';
export * from './schemas/admin';
export * from './schemas/artist';
export * from './schemas/booking';
export * from './schemas/designs';
export * from './schemas/field-errors';
export * from './schemas/notifications';
export * from './schemas/phone-auth';
export * from './work';
export * from './sms-templates';
export * from './schemas/admin-work';
export * from './my-records';
