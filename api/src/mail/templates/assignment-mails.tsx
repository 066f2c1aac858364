// A trainer reviewed a student's assignment (decision 134): accepted (the class is complete) or
// returned with what to change. The comment is the trainer's words, shown as written; the link
// opens the course's classes, where the assignment shows its status and history.
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import { BRAND_COLORS, type Brand } from '../brand';
import { buttonStyle, Layout, textStyle } from '../components/layout';
import type { MailTemplateData } from '../mail-kinds';

type Data = MailTemplateData['assignment-reviewed'];

const quote = { ...textStyle, borderLeft: `3px solid ${BRAND_COLORS.brand}`, paddingLeft: '12px', whiteSpace: 'pre-wrap' } as const;

/** The class viewer of the student's enrolment (mfe-lms lmsPaths.classes). */
export const classesLink = (brand: Brand, data: Pick<Data, 'courseId' | 'courseStudentId'>) =>
  `${brand.siteUrl}/lms/course/${data.courseId}/classes/${data.courseStudentId}`;

export const assignmentReviewedSubject = (brand: Brand, data: Data) =>
  data.decision === 'accepted' ? `Your ${brand.name} assignment was accepted` : `Your ${brand.name} assignment needs changes`;

export function AssignmentReviewedMail({ brand, data }: { brand: Brand; data: Data }) {
  const accepted = data.decision === 'accepted';
  return (
    <Layout
      brand={brand}
      preview={accepted ? `${data.classTitle}: accepted.` : `${data.classTitle}: returned with changes to make.`}
      heading={accepted ? 'Assignment accepted' : 'Your assignment needs changes'}
    >
      <Text style={textStyle}>Hi {data.name},</Text>
      <Text style={textStyle}>
        {accepted
          ? `Your trainer accepted your submission for "${data.classTitle}" in ${data.courseTitle}. The class is now complete.`
          : `Your trainer returned your submission for "${data.classTitle}" in ${data.courseTitle}. Make the changes below, then submit a new version.`}
      </Text>
      {data.comment ? (
        <>
          <Text style={textStyle}>Your trainer wrote:</Text>
          <Text style={quote}>{data.comment}</Text>
        </>
      ) : null}
      <Button href={classesLink(brand, data)} style={buttonStyle}>
        {accepted ? 'Open the course' : 'Open the assignment'}
      </Button>
    </Layout>
  );
}
