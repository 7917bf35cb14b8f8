/**
 * Runs in <head> before the body is painted, only when the server could not know the scheme
 * (the preference follows the device): it asks the device, so there is no flash of the wrong
 * theme. Kept tiny and dependency-free because it is inlined into every page.
 */
export const THEME_INIT_SCRIPT = `(function(){try{var d=document.documentElement;if(d.dataset.theme)return;var s=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.classList.add(s);d.dataset.theme=s;d.style.colorScheme=s}catch(e){}})();`;
