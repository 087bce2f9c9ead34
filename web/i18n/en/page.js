// The page area of the English catalog (web/i18n/catalogs.js): the board, its controls and the
// page around them. Keys are `page.<part>.<what>`; {name} is filled by t(); plural forms are
// keyed by Intl.PluralRules categories.
export default Object.freeze({
  'page.unit.bytes': '{value} B',
  'page.unit.kb': '{value} KB',
  'page.unit.mb': '{value} MB',
  'page.unit.gb': '{value} GB',
  'page.unit.ms': '{value} ms',
  'page.unit.s': '{value} s',
});
