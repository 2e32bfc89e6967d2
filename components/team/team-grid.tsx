import { AudienceText } from '@/components/audience/audience-text';
import { teamMembers } from '@/content/team';
import { TeamPhoto } from './team-photo';

interface TeamGridProps {
  /** Heading level of each member's name inside the surrounding section. */
  headingLevel?: 'h2' | 'h3';
  /** 'compact': first sentence of the bio (home page); 'full': whole bio; 'detailed': bio plus profile. */
  variant?: 'compact' | 'full' | 'detailed';
  /** The grid is in a phone's first screen: its photos load at once. */
  firstScreen?: boolean;
}

/** The bio's first sentence, for the short cards on the home page. */
function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

/** The three teachers, first names only, with their bio in parent or child wording. */
export function TeamGrid({ headingLevel: Heading = 'h3', variant = 'full', firstScreen = false }: TeamGridProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {teamMembers.map((member) => (
        <li key={member.id} className="flex flex-col rounded-card border border-line bg-white p-6 text-center shadow-card">
          <TeamPhoto
            src={member.photoUrl}
            alt={`Porträt von ${member.fullName}`}
            size={144}
            eager={firstScreen}
            className="mx-auto size-36 rounded-full bg-primary-tint"
          />
          <Heading className="mt-4 text-2xl font-extrabold">{member.fullName}</Heading>
          <p className="font-bold text-primary">{member.title}</p>
          <p className="mt-3 text-left text-ink-soft">
            <AudienceText
              parent={variant === 'compact' ? firstSentence(member.bio) : member.bio}
              child={variant === 'compact' ? firstSentence(member.bioKind) : member.bioKind}
            />
          </p>
          {variant === 'detailed' && (
            <dl className="mt-4 space-y-2 border-t border-line pt-4 text-left text-sm">
              <div>
                <dt className="font-extrabold">Unterrichtet</dt>
                <dd className="text-ink-soft">{member.teaches.join(', ')}</dd>
              </div>
              <div>
                <dt className="font-extrabold">Schwerpunkte</dt>
                <dd className="text-ink-soft">{member.skills.join(', ')}</dd>
              </div>
              <div>
                <dt className="font-extrabold">Privat</dt>
                <dd className="text-ink-soft">{member.interests.join(', ')}</dd>
              </div>
              <div>
                <dt className="font-extrabold">Dabei seit</dt>
                <dd className="text-ink-soft">{new Date(member.startDate).getFullYear()}</dd>
              </div>
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}
