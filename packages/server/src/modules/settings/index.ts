// The owner's settings, for the modules whose behaviour they switch (docs/api.md#settings).
export { OWNER_SETTING_DEFAULTS, readOwnerSettings, saveOwnerSettings } from './settings.repository';
