// Applies the stored theme before the first paint (spec: dark only when the stored theme is 'dark').
(function () {
  var theme = 'light';
  try {
    if (localStorage.getItem('theme') === 'dark') theme = 'dark';
  } catch (e) {}
  var root = document.documentElement;
  if (theme === 'dark') root.classList.add('dark');
  root.setAttribute('data-theme', theme);
})();
