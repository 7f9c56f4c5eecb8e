import type { AnnouncementType, WorkTime } from '../constants';
import type { PublicUser } from './shop';

export interface Announcement {
  guid: string;
  meta: string;
  type: AnnouncementType;
  title: string;
  description: string;
  address: string;
  region: { id: number; name_uz: string } | null;
  district: { id: number; name_uz: string } | null;
  experience: string;
  work_time: WorkTime;
  price_min: number | null;
  price_max: number | null;
  /** Pay is agreed ('Kelishiladi'). The seed used two names for it; both are sent. */
  negotiable: boolean;
  dealed: boolean;
  argued: boolean;
  thumbnail: string | null;
  views: number;
  created_at: string;
  user: PublicUser & { guid: string };
}

export interface AnnouncementsHomeData {
  service_announcement: Announcement[];
  work_announcement: Announcement[];
}
