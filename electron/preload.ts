import { contextBridge, ipcRenderer } from 'electron';
import { createPreloadBridge } from './preload-bridge';

// Runs sandboxed: the page gets `window.desktop` and nothing else from Electron.
contextBridge.exposeInMainWorld('desktop', createPreloadBridge(ipcRenderer));
