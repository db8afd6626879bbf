// The run-time settings (core/app-config.ts). Empty: the build's VITE_ variables apply. The local
// stack's server answers this path with its own API address, so one build serves any port.
self.__CABINET_CONFIG__ = {};
