/**
 * A process of simulated devices (forked by run.ts): it is sent the devices' specs and a deadline,
 * runs them all at once and sends back their reports. Devices live in their own processes so the
 * server's CPU can be told apart from theirs.
 */
import { type DeviceReport, type DeviceSpec, SimulatedDevice } from './simulated-device.ts';

export interface DeviceProcessOrder {
  specs: DeviceSpec[];
  deadline: number;
}

export interface DeviceProcessAnswer {
  reports: DeviceReport[];
}

process.once('message', (message: DeviceProcessOrder) => {
  void Promise.all(message.specs.map((spec) => new SimulatedDevice(spec).run(message.deadline))).then(
    (reports) => {
      const answer: DeviceProcessAnswer = { reports };
      process.send?.(answer, () => process.exit(0));
    },
  );
});
