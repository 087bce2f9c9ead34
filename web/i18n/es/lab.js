// The lab area of the es catalog (web/i18n/catalogs.js).
export default Object.freeze({});
