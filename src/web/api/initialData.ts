import type { InitialData } from '../../contract/initialData';

/** What the server wrote into the page (absent under the Vite dev server, or with the database down). */
function read(): InitialData | undefined {
  const element = document.getElementById('paddock-data');
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as InitialData;
  } catch {
    return undefined;
  }
}

export const initialData = read();
