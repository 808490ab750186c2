import { createRoot } from 'react-dom/client';
import { boot } from './app/boot';
import './styles.css';

// The app is loaded inside `boot`, so an error while loading its configuration, catalogues or
// router is logged and shown as a readable page, never a blank screen.
void boot(createRoot(document.getElementById('root')!), () =>
  import('./app/start').then((m) => m.start()),
);
