// SPEC §2 Training overview: four offerings (Server access 'Know More' leads to its own
// section below) and the 11-module carousel.
import { Icon } from '../../components/icon';
import { Illustration } from '../../components/illustrations';
import { ButtonLink, Checklist, Hero, Section } from '../../components/layout';
import { ModuleCarousel, type ModuleCourseLinks } from '../../components/module-carousel';
import { OfferingCards } from '../../components/offering-cards';
import { Page } from '../../components/page';
import { routeFor } from '../../config/public-routes';
import { MODULES, SERVER_ACCESS, TRAINING_OFFERINGS } from '../../content/training';
import { coursePageHref, usePublicCourses } from '../../data/site-data';

/** Each module's published course, if any: "SAP MM (Materials Management)" teaches MM (decision 211). */
function useModuleCourses(): ModuleCourseLinks {
  const courses = usePublicCourses();
  return Object.fromEntries(
    MODULES.flatMap((module) => {
      const course = courses.find((c) => c.course_title === `SAP ${module.title}` || c.course_title.startsWith(`SAP ${module.title} `));
      return course ? [[module.title, { to: coursePageHref(course), courseTitle: course.course_title }]] : [];
    }),
  );
}

export default function TrainingPage() {
  const route = routeFor('/training');
  const moduleCourses = useModuleCourses();
  return (
    <Page path="/training">
      <Hero
        title={route.heading}
        lead="Learn SAP the way projects run: individual or corporate programmes, mock interviews with working consultants and a practice server of your own."
        actions={<ButtonLink to="/courses">See all courses</ButtonLink>}
        art={<Illustration name="learner" />}
      />
      <Section id="offerings" title="Ways to learn">
        <OfferingCards cards={TRAINING_OFFERINGS} min="18rem" />
      </Section>
      <Section id="modules" title="Modules you can learn" intro="Eleven modules and topics, each with its own project." tone="soft">
        <ModuleCarousel modules={MODULES} courses={moduleCourses} />
      </Section>
      <Section id="server-access" title={SERVER_ACCESS.title} intro={SERVER_ACCESS.text}>
        <Checklist>
          {SERVER_ACCESS.points.map((p) => (
            <li key={p}>
              <Icon name="check" size={20} />
              {p}
            </li>
          ))}
        </Checklist>
        <p>
          <ButtonLink to="/contact?subject=Server%20access">Ask about server access</ButtonLink>
        </p>
      </Section>
    </Page>
  );
}
