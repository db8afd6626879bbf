import { createFileRoute } from '@tanstack/react-router';
import { AppointmentPopup } from '#features/appointments/popup/appointment-popup.tsx';
import { PatientSchedulePage } from '#features/patient-schedule/patient-schedule-page.tsx';
import { usePatientInContext } from '#features/patients/area/patient-in-context.tsx';

export const Route = createFileRoute('/_authenticated/patient/$patientId/schedule')({
  component: PatientScheduleRoute,
});

/** The appointments of the patient whose area is open; a row opens the calendar's dialog. */
function PatientScheduleRoute() {
  return (
    <PatientSchedulePage
      patient={usePatientInContext()}
      renderAppointmentDialog={({ open, appointment, patientId, onClose }) => (
        <AppointmentPopup
          open={open}
          onClose={onClose}
          appointment={appointment}
          initial={appointment ? undefined : { patientId }}
        />
      )}
    />
  );
}
