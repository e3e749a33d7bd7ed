-- The privacy notice's cookie sentence, put right for the cookie a sign-out with no signal sets
-- (decision 136), wherever the sentence is still the one shipped; an owner's own rewording is
-- left as it is.
update park_texts set markdown = replace(markdown,
  'We set up to three cookies: one keeps you signed in; one remembers that a browser has signed in before, so that someone guessing passwords elsewhere can''t lock you out; and, when you sign in with a code and tick "Remember this browser", one that skips the code in that browser for 30 days. There are no tracking or advertising cookies.',
  'We set up to four cookies: one keeps you signed in; one remembers that a browser has signed in before, so that someone guessing passwords elsewhere can''t lock you out; when you sign in with a code and tick "Remember this browser", one that skips the code in that browser for 30 days; and, when you sign out with no signal, one that makes sure the sign-out reaches us once the connection returns. There are no tracking or advertising cookies.')
 where key = 'privacy';
