// The markup area of the en catalog (web/i18n/catalogs.js): the text of index.html.
export default Object.freeze({
  'markup.title': 'N-Puzzle Lab',
  'markup.masthead.howToPlayLabel': 'How to play:',
  'markup.masthead.howToPlay':
    'click or drag a tile next to the gap to slide it, or press Solve to watch A* find the shortest way home.',
  'markup.preferences.language': 'Language',
  'markup.preferences.languageTitle': 'The language of the page; links you share keep it',
});
