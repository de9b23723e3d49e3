import type { IconName } from "~/content/schema";
import {
  Bot,
  Building,
  ChartColumn,
  Check,
  Clock,
  CodeXml,
  Globe,
  Hash,
  type IconComponent,
  Lock,
  MessageCircle,
  MessageSquare,
  Phone,
  Shield,
  Sparkles,
  Users,
  Zap,
} from "./icons";

const icons: Record<IconName, IconComponent> = {
  "message-square": MessageSquare,
  "message-circle": MessageCircle,
  sparkles: Sparkles,
  phone: Phone,
  bot: Bot,
  hash: Hash,
  code: CodeXml,
  globe: Globe,
  shield: Shield,
  zap: Zap,
  "bar-chart": ChartColumn,
  users: Users,
  clock: Clock,
  check: Check,
  lock: Lock,
  building: Building,
};

/** A decorative icon by content name (content never imports icon code). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component className={className} />;
}
