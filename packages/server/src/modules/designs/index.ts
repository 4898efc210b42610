// The designs module's public entry: what other modules may use (README: "Where to change what").
export { findDesignsByImagePaths } from './designs.repository';
export { DESIGNS_FOLDER, SIDERS_FOLDER, toDesign } from './designs.service';
