// The markup area of the es catalog (web/i18n/catalogs.js): the text of index.html.
export default Object.freeze({
  'markup.title': 'N-Puzzle Lab',
  'markup.masthead.howToPlayLabel': 'Cómo se juega:',
  'markup.masthead.howToPlay':
    'haz clic en una ficha junto al hueco o arrástrala para deslizarla, o pulsa Resolver para ver cómo A* encuentra el camino más corto a casa.',
  'markup.preferences.language': 'Idioma',
  'markup.preferences.languageTitle':
    'El idioma de la página; los enlaces que compartas lo conservan',
});
