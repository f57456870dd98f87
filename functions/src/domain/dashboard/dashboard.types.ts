import type { OilStatus } from '../fleet/oil';
import type { DashboardRates } from './stats';

/** What `GET /api/dashboard` answers: the company view for an admin, the platform view for the superadmin. */

export type ActivityType = 'completed' | 'approved' | 'rejected' | 'assigned' | 'reviewed';

export interface RecentActivity {
  id: string;
  type: ActivityType;
  templateName: string;
  userName: string;
  date: string;
}

/** An open critical defect as the dashboard names it: the failed item's text. */
export interface CriticalDefectTitle {
  id: string;
  title: string;
}

export interface FleetPanel {
  vehiclesCount: number;
  oilChangeNeeded: Array<{ id: string; name: string; plate: string; status: OilStatus; remainingKm: number }>;
  remindersDue: Array<{ vehicleId: string; vehicleName: string; reminderId: string; name: string; status: OilStatus }>;
  fuelSpendThisMonth: number;
  /** Open defects (open or in progress) over the active vehicles. */
  openDefects: number;
  /** Active vehicles with an open critical defect: 'Fora de serviço', each with the defects that keep it there. */
  outOfService: Array<{
    id: string;
    name: string;
    plate: string;
    openCriticalDefects: number;
    criticalDefects: CriticalDefectTitle[];
  }>;
}

export interface RejectedQuestion {
  question: string;
  rejections: number;
}

export interface ReadsReport {
  documents: number;
  aggregations: number;
  billedReads: number;
}

export interface CompanyDashboard extends DashboardRates {
  view: 'company';
  usersCount: number;
  activeUsers: number;
  templatesCount: number;
  totalChecklists: number;
  pending: number;
  in_progress: number;
  completed: number;
  in_review: number;
  approved: number;
  rejected: number;
  overdue: number;
  /** Sent and waiting for a review: the count of the responses list's 'Pendentes' tab. */
  awaitingReview: number;
  thisWeekCompleted: number;
  thisMonthCompleted: number;
  weekStart: string;
  monthStart: string;
  recentActivity: RecentActivity[];
  fleet: FleetPanel;
  mostRejectedQuestions: RejectedQuestion[];
  reads: ReadsReport;
}

export interface PlatformDashboard {
  view: 'platform';
  companiesCount: number;
  usersCount: number;
  checklistsCount: number;
  checklistsThisWeek: number;
  weekStart: string;
  companies: Array<{
    id: string;
    name: string;
    usersCount: number;
    checklistsCount: number;
    checklistsThisWeek: number;
  }>;
  reads: ReadsReport;
}

/** `GET /api/dashboard`: the company's figures for an admin, the platform's for the superadmin. */
export type Dashboard = CompanyDashboard | PlatformDashboard;
