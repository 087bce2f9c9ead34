// The markup area of the de catalog (web/i18n/catalogs.js): the text of index.html.
export default Object.freeze({
  'markup.title': 'N-Puzzle Lab',
  'markup.masthead.howToPlayLabel': 'So wird gespielt:',
  'markup.masthead.howToPlay':
    'Klicke oder ziehe ein Plättchen neben der Lücke, um es zu verschieben, oder drücke Lösen und sieh zu, wie A* den kürzesten Weg nach Hause findet.',
  'markup.preferences.language': 'Sprache',
  'markup.preferences.languageTitle': 'Die Sprache der Seite; geteilte Links behalten sie',
});
